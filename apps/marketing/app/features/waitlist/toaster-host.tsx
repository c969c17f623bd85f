// Toasts follow form outcomes only: the toaster gets a root of its own, outside the prerendered page.
export { mountToaster, toast } from '@app/ui/components/toaster'
