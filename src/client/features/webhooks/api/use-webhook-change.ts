import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookKeys } from './webhook-keys.ts';

/** A change reads the list and the logs again: the server's list is the one truth of where events go. */
export const useWebhookChange = <Input, Output>(change: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};
