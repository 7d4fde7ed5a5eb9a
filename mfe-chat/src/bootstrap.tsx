import { mountDevPages } from '@nurse/host';
import { CHAT_PAGES } from './remote/chat-pages';

mountDevPages({ title: 'mfe-chat (standalone)', forNurse: true, pages: CHAT_PAGES });
