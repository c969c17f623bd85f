/**
 * The sample entities of the previews and the carousel: interface data only, never loaded from a server. The
 * partner logo is the one entity the owners supply rather than sample data: it lives in @app/site-content with
 * the other facts.
 */

export interface CarouselSlide {
  title: string
  description: string
  /** Image path relative to the marketing app's public folder (without extension when several formats exist). */
  image: string
  imageAlt: string
}

export type TaskPriority = 'high' | 'medium' | 'low'

export interface Task {
  id: number
  title: string
  priority: TaskPriority
  /** ISO date (YYYY-MM-DD). */
  dueDate: string
  completed: boolean
}

export interface KeyObjective {
  title: string
  status: string
}

export interface Metric {
  title: string
  value: string
  change: string
  /** What `change` compares with: last week's or last month's figure. */
  period: 'week' | 'month'
  positive: boolean
}

export type ScoreCategoryName = 'Team' | 'Product' | 'Market' | 'Traction' | 'Business'

export interface ScoreCategory {
  category: ScoreCategoryName
  score: number
  change: string
  maxScore: 300
}

export interface Milestone {
  id: number
  title: string
  description: string
  completed: boolean
  /** ISO date (YYYY-MM-DD). */
  date: string
}

export interface ImprovementArea {
  area: string
  description: string
  priority: 'High Priority' | 'Medium Priority'
  /** 0–100. */
  progress: number
}

export interface InvestorProfile {
  id: number
  name: string
  role: string
  /** Initials or image path; the UI renders initials when no image exists. */
  avatar: string
  match: number
  location: string
  tags: string[]
  investments: number
  mutualConnections: number
}

export type ResourceType = 'template' | 'guide' | 'video' | 'article' | 'tool'

export interface Resource {
  id: number
  title: string
  type: ResourceType
  readTime: string
  description: string
  rating: number
}

export interface SampleEvent {
  id: number
  title: string
  /** ISO date (YYYY-MM-DD). */
  date: string
  time: string
  type: 'Virtual'
}

// The product's startup sectors are tech, health, fintech and edtech, but the investor screens' sector chips
// include Consumer, so it is a sector too and every chip filters to something (docs/decisions.md).
export type StartupSector = 'tech' | 'health' | 'consumer' | 'fintech' | 'edtech'
export type StartupStage = 'Seed' | 'Pre-seed'

export interface Startup {
  name: string
  description: string
  /** Sample Vibe Scores range 138–271 (`SAMPLE_VIBE_SCORE_RANGE`). */
  vibeScore: number
  stage: StartupStage
  location: string
  /** Amount raising in GBP. */
  raising: number
  sector: StartupSector
}

export interface PortfolioCompany {
  name: string
  description: string
  /** Investment amount in GBP. */
  investment: number
  /** ISO date (YYYY-MM-DD) of the investment. */
  date: string
  vibeScore: number
  sector: StartupSector
  /** Stage at the time of the investment. */
  stage: StartupStage
  /** The holding's value today in GBP (a round thousand); the value history grows from `investment` to it. */
  currentValue: number
}

export interface ChatMessage {
  role: 'user' | 'ai'
  content: string
  time: string
  isTyping?: boolean
}
