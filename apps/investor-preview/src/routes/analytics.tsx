export { AnalyticsScreen as default } from '../screens/analytics/analytics-screen.tsx'
