export { DashboardScreen as default } from '../screens/dashboard/dashboard-screen.tsx'
