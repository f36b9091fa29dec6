/**
 * The chat feature's public pieces for other features (tasks, exams, forums). Keep these props stable:
 * - CommentsPanel { jenis: 'ujian' | 'tugas' | 'kelompok'; idKonten; idGroup?; title?; withBorder? }
 * - GroupChatButton { idGroup; idTugas; namaKelompok? }
 * - ChatThreadView { idGroup; threadId; placeholder?; emptyText?; onTerkirim?; onDihapus?; lampiran?; maxHeight? }
 * and the API: useChatGroup / getOrCreateChatGroup, useBelumDibaca, useChatLive, logKomentar.
 */
export { CommentsPanel, type CommentsPanelProps } from './components/comments-panel';
export { CommentsPanelLazy } from './components/comments-panel-lazy';
export { GroupChatButton, type GroupChatButtonProps } from './components/group-chat-button';
export { ChatThreadView, type ChatThreadViewProps } from './components/chat-thread-view';
export { useChatGroup, getOrCreateChatGroup, getChatGroup } from './api/get-chat-group';
export { useBelumDibaca } from './api/get-belum-dibaca';
export { useChatLive } from './api/chat-events';
export { logKomentar, komentarLogPath } from './api/log-komentar';
export { chatKeys } from './api/keys';
