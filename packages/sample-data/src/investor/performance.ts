import type { StartupSector, StartupStage } from '../types.ts'

/** The portfolio's value (GBP) at one point in time, split by sector and by stage; both splits sum to the total. */
export interface InvestorValuePoint {
  label: string
  bySector: Record<StartupSector, number>
  byStage: Record<StartupStage, number>
}

/** Month-end portfolio value over the last two years; the last row is today's value. */
export const investorMonthlyValue: InvestorValuePoint[] = [
  {
    label: 'Jul 2023',
    bySector: { tech: 640_000, health: 367_000, consumer: 198_000, fintech: 337_000, edtech: 143_000 },
    byStage: { 'Pre-seed': 1_008_000, Seed: 677_000 },
  },
  {
    label: 'Aug 2023',
    bySector: { tech: 654_000, health: 379_000, consumer: 196_000, fintech: 346_000, edtech: 128_000 },
    byStage: { 'Pre-seed': 1_018_000, Seed: 685_000 },
  },
  {
    label: 'Sep 2023',
    bySector: { tech: 674_000, health: 398_000, consumer: 210_000, fintech: 355_000, edtech: 143_000 },
    byStage: { 'Pre-seed': 1_047_000, Seed: 733_000 },
  },
  {
    label: 'Oct 2023',
    bySector: { tech: 663_000, health: 402_000, consumer: 207_000, fintech: 350_000, edtech: 140_000 },
    byStage: { 'Pre-seed': 1_003_000, Seed: 759_000 },
  },
  {
    label: 'Nov 2023',
    bySector: { tech: 691_000, health: 416_000, consumer: 212_000, fintech: 385_000, edtech: 135_000 },
    byStage: { 'Pre-seed': 1_036_000, Seed: 803_000 },
  },
  {
    label: 'Dec 2023',
    bySector: { tech: 685_000, health: 431_000, consumer: 222_000, fintech: 371_000, edtech: 149_000 },
    byStage: { 'Pre-seed': 1_039_000, Seed: 819_000 },
  },
  {
    label: 'Jan 2024',
    bySector: { tech: 693_000, health: 428_000, consumer: 214_000, fintech: 385_000, edtech: 145_000 },
    byStage: { 'Pre-seed': 1_033_000, Seed: 832_000 },
  },
  {
    label: 'Feb 2024',
    bySector: { tech: 718_000, health: 465_000, consumer: 210_000, fintech: 398_000, edtech: 153_000 },
    byStage: { 'Pre-seed': 1_052_000, Seed: 892_000 },
  },
  {
    label: 'Mar 2024',
    bySector: { tech: 707_000, health: 467_000, consumer: 214_000, fintech: 405_000, edtech: 142_000 },
    byStage: { 'Pre-seed': 1_033_000, Seed: 902_000 },
  },
  {
    label: 'Apr 2024',
    bySector: { tech: 703_000, health: 469_000, consumer: 210_000, fintech: 400_000, edtech: 140_000 },
    byStage: { 'Pre-seed': 1_008_000, Seed: 914_000 },
  },
  {
    label: 'May 2024',
    bySector: { tech: 710_000, health: 473_000, consumer: 211_000, fintech: 411_000, edtech: 159_000 },
    byStage: { 'Pre-seed': 1_027_000, Seed: 937_000 },
  },
  {
    label: 'Jun 2024',
    bySector: { tech: 735_000, health: 505_000, consumer: 219_000, fintech: 434_000, edtech: 162_000 },
    byStage: { 'Pre-seed': 1_060_000, Seed: 995_000 },
  },
  {
    label: 'Jul 2024',
    bySector: { tech: 762_000, health: 534_000, consumer: 225_000, fintech: 460_000, edtech: 150_000 },
    byStage: { 'Pre-seed': 1_090_000, Seed: 1_041_000 },
  },
  {
    label: 'Aug 2024',
    bySector: { tech: 794_000, health: 556_000, consumer: 230_000, fintech: 476_000, edtech: 160_000 },
    byStage: { 'Pre-seed': 1_108_000, Seed: 1_108_000 },
  },
  {
    label: 'Sep 2024',
    bySector: { tech: 767_000, health: 544_000, consumer: 234_000, fintech: 471_000, edtech: 165_000 },
    byStage: { 'Pre-seed': 1_065_000, Seed: 1_116_000 },
  },
  {
    label: 'Oct 2024',
    bySector: { tech: 788_000, health: 547_000, consumer: 247_000, fintech: 482_000, edtech: 170_000 },
    byStage: { 'Pre-seed': 1_065_000, Seed: 1_169_000 },
  },
  {
    label: 'Nov 2024',
    bySector: { tech: 825_000, health: 596_000, consumer: 237_000, fintech: 491_000, edtech: 175_000 },
    byStage: { 'Pre-seed': 1_124_000, Seed: 1_200_000 },
  },
  {
    label: 'Dec 2024',
    bySector: { tech: 853_000, health: 621_000, consumer: 244_000, fintech: 523_000, edtech: 165_000 },
    byStage: { 'Pre-seed': 1_140_000, Seed: 1_266_000 },
  },
  {
    label: 'Jan 2025',
    bySector: { tech: 833_000, health: 624_000, consumer: 256_000, fintech: 509_000, edtech: 186_000 },
    byStage: { 'Pre-seed': 1_123_000, Seed: 1_285_000 },
  },
  {
    label: 'Feb 2025',
    bySector: { tech: 842_000, health: 636_000, consumer: 264_000, fintech: 526_000, edtech: 165_000 },
    byStage: { 'Pre-seed': 1_074_000, Seed: 1_359_000 },
  },
  {
    label: 'Mar 2025',
    bySector: { tech: 891_000, health: 680_000, consumer: 260_000, fintech: 549_000, edtech: 172_000 },
    byStage: { 'Pre-seed': 1_144_000, Seed: 1_408_000 },
  },
  {
    label: 'Apr 2025',
    bySector: { tech: 863_000, health: 650_000, consumer: 253_000, fintech: 528_000, edtech: 189_000 },
    byStage: { 'Pre-seed': 1_099_000, Seed: 1_384_000 },
  },
  {
    label: 'May 2025',
    bySector: { tech: 868_000, health: 664_000, consumer: 267_000, fintech: 556_000, edtech: 193_000 },
    byStage: { 'Pre-seed': 1_080_000, Seed: 1_468_000 },
  },
  {
    label: 'Jun 2025',
    bySector: { tech: 895_000, health: 712_000, consumer: 266_000, fintech: 573_000, edtech: 194_000 },
    byStage: { 'Pre-seed': 1_094_000, Seed: 1_546_000 },
  },
]

/** Weekly (Monday) portfolio value over the last quarter, ending today; the last row equals the last month. */
export const investorWeeklyValue: InvestorValuePoint[] = [
  {
    label: '24 Mar',
    bySector: { tech: 840_000, health: 684_000, consumer: 256_000, fintech: 555_000, edtech: 187_000 },
    byStage: { 'Pre-seed': 1_046_000, Seed: 1_476_000 },
  },
  {
    label: '31 Mar',
    bySector: { tech: 855_000, health: 689_000, consumer: 252_000, fintech: 551_000, edtech: 184_000 },
    byStage: { 'Pre-seed': 1_072_000, Seed: 1_459_000 },
  },
  {
    label: '7 Apr',
    bySector: { tech: 840_000, health: 676_000, consumer: 253_000, fintech: 533_000, edtech: 184_000 },
    byStage: { 'Pre-seed': 1_026_000, Seed: 1_460_000 },
  },
  {
    label: '14 Apr',
    bySector: { tech: 839_000, health: 667_000, consumer: 253_000, fintech: 536_000, edtech: 182_000 },
    byStage: { 'Pre-seed': 1_024_000, Seed: 1_453_000 },
  },
  {
    label: '21 Apr',
    bySector: { tech: 856_000, health: 685_000, consumer: 256_000, fintech: 555_000, edtech: 182_000 },
    byStage: { 'Pre-seed': 1_048_000, Seed: 1_486_000 },
  },
  {
    label: '28 Apr',
    bySector: { tech: 878_000, health: 691_000, consumer: 257_000, fintech: 550_000, edtech: 191_000 },
    byStage: { 'Pre-seed': 1_066_000, Seed: 1_501_000 },
  },
  {
    label: '5 May',
    bySector: { tech: 863_000, health: 688_000, consumer: 255_000, fintech: 565_000, edtech: 190_000 },
    byStage: { 'Pre-seed': 1_090_000, Seed: 1_471_000 },
  },
  {
    label: '12 May',
    bySector: { tech: 872_000, health: 690_000, consumer: 260_000, fintech: 541_000, edtech: 189_000 },
    byStage: { 'Pre-seed': 1_065_000, Seed: 1_487_000 },
  },
  {
    label: '19 May',
    bySector: { tech: 882_000, health: 689_000, consumer: 263_000, fintech: 552_000, edtech: 194_000 },
    byStage: { 'Pre-seed': 1_082_000, Seed: 1_498_000 },
  },
  {
    label: '26 May',
    bySector: { tech: 866_000, health: 700_000, consumer: 256_000, fintech: 563_000, edtech: 186_000 },
    byStage: { 'Pre-seed': 1_088_000, Seed: 1_483_000 },
  },
  {
    label: '2 Jun',
    bySector: { tech: 885_000, health: 695_000, consumer: 267_000, fintech: 563_000, edtech: 188_000 },
    byStage: { 'Pre-seed': 1_097_000, Seed: 1_501_000 },
  },
  {
    label: '9 Jun',
    bySector: { tech: 886_000, health: 713_000, consumer: 262_000, fintech: 563_000, edtech: 195_000 },
    byStage: { 'Pre-seed': 1_099_000, Seed: 1_520_000 },
  },
  {
    label: '16 Jun',
    bySector: { tech: 895_000, health: 712_000, consumer: 266_000, fintech: 573_000, edtech: 194_000 },
    byStage: { 'Pre-seed': 1_094_000, Seed: 1_546_000 },
  },
]
