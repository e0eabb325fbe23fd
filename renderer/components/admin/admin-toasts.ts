import { toast } from '../../stores/toast-store.js';

/** Admin outcomes are toasts titled "Success" or "Error" with the spec's sentence (spec §8). */
export const toastAdminSuccess = (description: string): number => toast({ title: 'Success', description });

export const toastAdminError = (description: string): number => toast({ title: 'Error', description, variant: 'destructive' });
