import { mountDevPages } from '@nurse/host';
import { NETWORK_PAGES } from './remote/network-pages';

mountDevPages({ title: 'mfe-network (standalone)', forNurse: true, pages: NETWORK_PAGES });
