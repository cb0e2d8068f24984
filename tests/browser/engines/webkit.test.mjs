import { engineSuite } from './walks.mjs';

engineSuite('webkit');
