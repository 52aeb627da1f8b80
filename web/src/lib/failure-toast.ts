// The global error handler's toast, loaded with its messages only when something has failed.
import toast from 'react-hot-toast';
import { messageForFailCode } from './fail-messages';

/** One toast per code at a time: a burst of identical failures shows once. */
export function toastFailure(code: unknown): void {
  toast.error(messageForFailCode(code), { id: `fail:${typeof code === 'string' ? code : 'unknown_error'}` });
}
