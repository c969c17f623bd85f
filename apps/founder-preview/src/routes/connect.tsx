export { ConnectScreen as default } from '../screens/connect/connect-screen.tsx'
