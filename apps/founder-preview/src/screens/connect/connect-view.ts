import { oneOf } from '@app/preview-kit/url-view'

export const CONNECT_TABS = ['discover', 'messages', 'connections'] as const
export type ConnectTab = (typeof CONNECT_TABS)[number]

/** The open tab in the URL: `?tab=messages` (Discover Investors is the default). */
export const connectView = { tab: oneOf(CONNECT_TABS, 'discover') }
