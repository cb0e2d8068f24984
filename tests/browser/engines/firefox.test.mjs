import { engineSuite } from './walks.mjs';

engineSuite('firefox');
