import { EarlyAccessForm } from '../../features/waitlist/components/early-access-form'
import { hydrateIsland } from '../hydrate-island'
import { mountToaster } from '../toaster'

hydrateIsland('early-access-form', <EarlyAccessForm />)
mountToaster()
