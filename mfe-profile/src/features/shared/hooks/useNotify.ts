export { useNotify, type Notify } from '../ui/Toasts';
