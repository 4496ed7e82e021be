import { Controller, Get, Module, Post, UseGuards, type INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { anAccount } from '../../../test/support/builders';
import { HttpErrorFilter } from '../http/http-error.filter';
import { declaredAccessOf, Public } from './access';
import { DenyByDefaultGuard } from './deny-by-default.guard';
import { AdminGuard, SignedInGuard } from './guards';

@Controller('open')
@Public()
class OpenController {
  @Get() read() {
    return { ok: true };
  }
}

@Controller('mixed')
class MixedController {
  @Get('forgotten') forgotten() {
    return { leaked: true };
  }
  @Post('forgotten') forgottenWrite() {
    return { leaked: true };
  }
  @Get('visitors') @Public() visitors() {
    return { ok: true };
  }
  @Get('members') @UseGuards(SignedInGuard) members() {
    return { ok: true };
  }
  @Get('admins') @UseGuards(SignedInGuard, AdminGuard) admins() {
    return { ok: true };
  }
}

@Module({ controllers: [OpenController, MixedController], providers: [{ provide: APP_GUARD, useClass: DenyByDefaultGuard }] })
class ProbeModule {}

describe(DenyByDefaultGuard.name, () => {
  let app: INestApplication;
  const signedInAs = (userType: 'reviewer' | 'admin' | null) => (req: Request, _res: Response, next: NextFunction) => {
    if (userType) (req as Request & { user: unknown }).user = anAccount({ userType });
    next();
  };
  const server = (userType: 'reviewer' | 'admin' | null) => {
    const http = app.getHttpAdapter().getInstance();
    return {
      get: (path: string) =>
        request(http)
          .get(path)
          .set('X-As', userType ?? 'visitor'),
      post: (path: string) =>
        request(http)
          .post(path)
          .set('X-As', userType ?? 'visitor'),
    };
  };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.use((req: Request, res: Response, next: NextFunction) =>
      signedInAs((req.headers['x-as'] === 'visitor' ? null : req.headers['x-as']) as 'reviewer' | 'admin' | null)(req, res, next),
    );
    app.useGlobalFilters(new HttpErrorFilter());
    await app.init();
  });
  afterAll(() => app.close());

  it('refuses a route that declares no access to everyone: 401 signed out, 403 signed in, admins included', async () => {
    expect((await server(null).get('/mixed/forgotten')).status).toBe(401);
    expect((await server(null).post('/mixed/forgotten')).status).toBe(401);
    const member = await server('reviewer').get('/mixed/forgotten');
    expect({ status: member.status, message: member.body.message }).toEqual({ status: 403, message: 'You do not have access to this' });
    expect((await server('admin').get('/mixed/forgotten')).status).toBe(403);
  });

  it('opens @Public() routes and controllers to visitors, and leaves guarded routes to their guards', async () => {
    expect((await server(null).get('/open')).status).toBe(200);
    expect((await server(null).get('/mixed/visitors')).status).toBe(200);
    expect((await server(null).get('/mixed/members')).status).toBe(401);
    expect((await server('reviewer').get('/mixed/members')).status).toBe(200);
    expect((await server('reviewer').get('/mixed/admins')).status).toBe(403);
    expect((await server('admin').get('/mixed/admins')).status).toBe(200);
  });

  it('reads the strictest access a route declares', () => {
    expect(declaredAccessOf(MixedController.prototype.admins, MixedController)).toBe('admin');
    expect(declaredAccessOf(MixedController.prototype.members, MixedController)).toBe('member');
    expect(declaredAccessOf(MixedController.prototype.forgotten, MixedController)).toBeNull();
    expect(declaredAccessOf(OpenController.prototype.read, OpenController)).toBe('visitor');
  });
});
