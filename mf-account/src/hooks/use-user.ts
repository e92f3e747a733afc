import { useStore } from '@nanostores/react';
import { $user, type UserState } from 'shared-contracts';

/** The shared user store; the shell's guards make sure /user pages have a loaded customer. */
export function useUser(): UserState {
  return useStore($user);
}
