/** Every query of the files module. */
export const fileKeys = {
  mine: () => ['files', 'mine'] as const,
};
