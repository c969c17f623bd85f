import { EarlyAccessForm } from '../../features/waitlist/components/early-access-form'
import { hydrateIsland } from '../hydrate-island'

hydrateIsland('early-access-form', <EarlyAccessForm />)
