import { prototypeMoveSuite } from './helpers/prototype-moves';

prototypeMoveSuite(process.env['NODE_ENV'] === 'production' ? 'production' : 'development');
