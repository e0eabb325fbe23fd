import { create } from 'zustand';
import { TOAST_LIMIT } from '../../shared/constants.js';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastMessage extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description?: string;
}

interface ToastState {
  toasts: ToastMessage[];
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let lastToastId = 0;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: ({ title, description, variant = 'default' }) => {
    lastToastId += 1;
    const toastMessage: ToastMessage = { id: lastToastId, title, description, variant };
    // Newest first, and only TOAST_LIMIT of them: a new toast replaces the previous one.
    set((state) => ({ toasts: [toastMessage, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return toastMessage.id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
