import { Toaster } from '@app/ui/components/toaster'
import { createRoot } from 'react-dom/client'

export { toast } from '@app/ui/components/toaster'

// Loaded with the first preview notice (preview-notice.tsx), not with the page: Sonner is about 7 KB the first
// screen does not need. Importing this module mounts the one toaster, in a root of its own.
const container = document.createElement('div')
document.body.append(container)
createRoot(container).render(<Toaster />)
