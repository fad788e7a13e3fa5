import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_TOKEN_HEADER } from '@mvno/contract';
import { loginTokenOf, requiredLoginTokenOf, sessionOf } from '../../auth/guards.ts';
import { ok } from '../../shared/envelope.ts';
import { isTrackingRefused } from '../../shared/tracking-choice.ts';
import type { DeviceService } from './device.service.ts';
import type { JoinService } from './join.service.ts';
import type { LoginService } from './login.service.ts';
import type { PasswordService } from './password.service.ts';
import type { SignUpService } from './sign-up.service.ts';
import type { UserService } from './user.service.ts';
import { callRoute } from '../../shared/call-route.ts';

export const userRoutes: FastifyPluginAsyncZod<{
  userService: UserService;
  loginService: LoginService;
  joinService: JoinService;
  signUpService: SignUpService;
  passwordService: PasswordService;
  deviceService: DeviceService;
}> = async (
  app,
  { userService, loginService, joinService, signUpService, passwordService, deviceService },
) => {
  const visitorOf = (request: FastifyRequest) => ({
    address: request.ip,
    isTrackingRefused: isTrackingRefused(request.headers),
  });

  app.post('/join', callRoute('join'), async (request) =>
    ok(await joinService.join(request.body, visitorOf(request))),
  );

  // Sign-up as a flow the server keeps (docs/flows.md).
  app.post('/join/flow', callRoute('startSignUp'), async (request) =>
    ok(await signUpService.start(request.ip)),
  );

  app.get('/join/flow/:flowKey', callRoute('findSignUp'), async (request) =>
    ok(await signUpService.find(request.params.flowKey)),
  );

  app.post('/join/flow/:flowKey/verify', callRoute('verifySignUp'), async (request) =>
    ok(await signUpService.verify(request.params.flowKey, request.body.authSeq)),
  );

  app.post('/join/flow/:flowKey/join', callRoute('finishSignUp'), async (request) =>
    ok(await signUpService.finish(request.params.flowKey, request.body, visitorOf(request))),
  );

  app.post('/login', callRoute('login'), async (request, reply) => {
    const { token, loginUser } = await loginService.login(request.body, request.ip);
    request.log.info({ userNo: loginUser.userNo, loginType: request.body.loginType }, 'logged in');
    void reply.header(LOGIN_TOKEN_HEADER, token).header('cache-control', 'no-store');
    return ok(loginUser);
  });

  app.get('', callRoute('findLoginUser'), async (request, reply) => {
    const answer = await userService.findLoginUserAnswer(sessionOf(request), requiredLoginTokenOf(request));
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });

  app.get('/check', callRoute('checkUser'), async (request) =>
    ok(await userService.check(loginTokenOf(request), request.query, request.ip)),
  );

  app.post('/reauth', callRoute('reauthenticate'), async (request) =>
    ok(await passwordService.reauthenticate(sessionOf(request), request.body)),
  );
  app.post('/password', callRoute('changePassword'), async (request) =>
    ok(await passwordService.changePassword(request.body, request.session, request.ip)),
  );

  app.post('/push', callRoute('registerDevice'), async (request) =>
    ok(await deviceService.registerDevice(request.body, request.session)),
  );

  app.post('/line', callRoute('changeLine'), async (request) =>
    ok(
      await userService.changeLine(
        sessionOf(request),
        requiredLoginTokenOf(request),
        request.body.userLineNo,
      ),
    ),
  );

  app.post('/activity', callRoute('reportActivity'), async (request) =>
    ok(userService.reportActivity(sessionOf(request))),
  );

  app.post('/logout', callRoute('logout'), async (request) => {
    await userService.logout(loginTokenOf(request));
    return ok(null);
  });
};
