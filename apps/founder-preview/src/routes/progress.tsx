export { ProgressScreen as default } from '../screens/progress/progress-screen.tsx'
