import { mountDevPages } from '@nurse/host';
import { PROFILE_PAGES } from './remote/profile-pages';

mountDevPages({ title: 'mfe-profile (standalone)', forNurse: true, pages: PROFILE_PAGES });
