export { PortfolioScreen as default } from '../screens/portfolio/portfolio-screen.tsx'
