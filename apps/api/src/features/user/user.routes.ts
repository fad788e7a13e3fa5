import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeLineRequestSchema,
  changePasswordRequestSchema,
  checkUserRequestSchema,
  joinRequestSchema,
  LOGIN_TOKEN_HEADER,
  loginRequestSchema,
  registerDeviceRequestSchema,
} from '@mvno/contract';
import { loginTokenOf, sessionOf, type SessionGuards } from '../../plugins/session.ts';
import { ok } from '../../shared/envelope.ts';
import type { DeviceService } from './device.service.ts';
import type { JoinService } from './join.service.ts';
import type { LoginService } from './login.service.ts';
import type { PasswordService } from './password.service.ts';
import type { UserService } from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{
  userService: UserService;
  loginService: LoginService;
  joinService: JoinService;
  passwordService: PasswordService;
  deviceService: DeviceService;
  guards: SessionGuards;
}> = async (app, { userService, loginService, joinService, passwordService, deviceService, guards }) => {
  app.post('/join', { schema: { body: joinRequestSchema } }, async (request) =>
    ok(await joinService.join(request.body, request.ip)),
  );

  app.post('/login', { schema: { body: loginRequestSchema } }, async (request, reply) => {
    const { token, loginUser } = await loginService.login(request.body, request.ip);
    request.log.info({ userNo: loginUser.userNo, loginType: request.body.loginType }, 'logged in');
    void reply.header(LOGIN_TOKEN_HEADER, token).header('cache-control', 'no-store');
    return ok(loginUser);
  });

  app.get('/', { preHandler: guards.requireUser }, async (request) => {
    const session = sessionOf(request);
    return ok(await userService.findLoginUser(session.userNo, session.userLineNo));
  });

  app.get('/check', { schema: { querystring: checkUserRequestSchema } }, async (request) =>
    ok(await userService.check(loginTokenOf(request), request.query, request.ip)),
  );

  app.post(
    '/password',
    { schema: { body: changePasswordRequestSchema }, preHandler: guards.optionalUser },
    async (request) => ok(await passwordService.changePassword(request.body, request.session, request.ip)),
  );

  app.post(
    '/push',
    { schema: { body: registerDeviceRequestSchema }, preHandler: guards.optionalUser },
    async (request) => ok(await deviceService.registerDevice(request.body, request.session)),
  );

  app.post(
    '/line',
    { schema: { body: changeLineRequestSchema }, preHandler: guards.requireUser },
    async (request) => ok(await userService.changeLine(sessionOf(request), request.body.userLineNo)),
  );

  app.post('/logout', async (request) => {
    await userService.logout(loginTokenOf(request));
    return ok(null);
  });
};
