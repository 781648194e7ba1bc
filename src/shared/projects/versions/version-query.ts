/** Spec §2 query version: absent, empty or `original` is the project itself; any other value names an extension. */
export const isOriginalVersion = (version: string | null | undefined): version is null | undefined | '' | 'original' =>
  !version || version === 'original';
