export { ChatPanel, type ChatPanelProps } from './ChatPanel';
export { mergeLines, mutable, readEntries, readEntry, senderKey, SPECTATORS, visibleLines, type ChatEntry } from './chat-model';
