import type { ReactNode } from 'react';

export type ToastType = 'danger' | 'info' | 'success' | 'warning';

export interface ToastItem {
  /** New for every toast shown (the React key of its Radix root). */
  id: string;
  title: string;
  description?: ReactNode;
  type: ToastType;
}

/**
 * The list with `toast` shown last. The same title never stacks twice: the new toast replaces the
 * old one, under its own id, so it gets a fresh root and its full duration. (Keyed by title, the
 * old root and its nearly spent timer were reused, and its closing removed the new toast too.)
 */
export function withToast(list: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  return [...list.filter((item) => item.title !== toast.title), toast];
}
