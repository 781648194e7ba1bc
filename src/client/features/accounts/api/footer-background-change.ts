import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#shared/users/schemas.ts';
import { setFooterBackground } from '#client/lib/footer-background.ts';
import { accountKeys } from './account-keys.ts';

/** Choosing or removing a background: the footer under every page follows the saved choice at once. */
export const useFooterBackgroundChange = <Input>(
  mutationFn: (input: Input) => Promise<{ user: SessionUser; message: string }>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ user }) => {
      setFooterBackground(user.bg);
      void queryClient.invalidateQueries({ queryKey: accountKeys.footerBackgrounds() });
    },
  });
};
