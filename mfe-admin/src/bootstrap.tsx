import { mountDevPages } from '@nurse/host';
import { ADMIN_PAGES } from './remote/admin-pages';

mountDevPages({ title: 'mfe-admin (standalone)', forNurse: false, pages: ADMIN_PAGES });
