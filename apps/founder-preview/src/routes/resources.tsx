export { ResourcesScreen as default } from '../screens/resources/resources-screen.tsx'
