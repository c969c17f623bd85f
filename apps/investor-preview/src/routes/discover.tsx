export { DiscoverScreen as default } from '../screens/discover/discover-screen.tsx'
