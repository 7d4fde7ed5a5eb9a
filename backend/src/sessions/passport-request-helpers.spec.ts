import express, { type Request } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-custom';
import request from 'supertest';
import { sharePassportRequestHelpers } from './passport-request-helpers';

describe('sharePassportRequestHelpers', () => {
  const authenticator = new passport.Passport();
  authenticator.use('header', new Strategy((req, done) => done(null, req.headers['x-user'] ? { name: req.headers['x-user'] } : false)));

  function appWithSharedHelpers() {
    const app = express();
    sharePassportRequestHelpers(app);
    app.get('/who', authenticator.authenticate('header', { session: false, failWithError: true }), (req: Request, res) => {
      res.json({
        user: req.user,
        authenticated: req.isAuthenticated(),
        ownHelpers: ['login', 'logIn', 'isAuthenticated', '_sessionManager'].filter((name) => Object.hasOwn(req, name)),
      });
    });
    app.get('/replaced', (req: Request, res) => {
      const replacement = () => true;
      req.isAuthenticated = (() => false) as Request['isAuthenticated'];
      req.isAuthenticated = replacement as Request['isAuthenticated'];
      res.json({ own: Object.hasOwn(req, 'isAuthenticated'), readBack: req.isAuthenticated === replacement });
    });
    app.use((_error: unknown, _req: Request, res: express.Response, _next: express.NextFunction) => {
      res.status(401).json({ message: 'Sign in' });
    });
    return app;
  }

  it('authenticates through Passport without giving each request its own helpers', async () => {
    const app = appWithSharedHelpers();
    for (const name of ['Ada', 'Grace']) {
      await request(app).get('/who').set('x-user', name).expect(200, { user: { name }, authenticated: true, ownHelpers: [] });
    }
    await request(app).get('/who').expect(401);
  });

  it('keeps a different value assigned to a request on that request', async () => {
    await request(appWithSharedHelpers()).get('/replaced').expect(200, { own: true, readBack: true });
  });
});
