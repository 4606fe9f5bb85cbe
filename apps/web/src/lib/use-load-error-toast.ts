import { useEffect } from 'react';
import { isNotFoundError } from './api-errors';
import { notify } from './toast';

// Shows one toast per failed load; a 404 can be declared normal ("not created yet").
export function useLoadErrorToast(error: unknown, message: string, { ignoreNotFound = false } = {}) {
  useEffect(() => {
    if (!error) return;
    if (ignoreNotFound && isNotFoundError(error)) return;
    console.error(message, error);
    notify.error(message);
  }, [error, message, ignoreNotFound]);
}
