export { AiCofounderScreen as default } from '../screens/ai-cofounder/ai-cofounder-screen.tsx'
