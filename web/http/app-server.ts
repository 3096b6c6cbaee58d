import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/**
 * The app's HTTP server, whose requests and responses are born with the app's Express
 * prototypes (decision 83). Express otherwise moves each request and response onto them with
 * `Object.setPrototypeOf` as it starts handling them. V8 gives each object a new shape for
 * that. Node's HTTP code then meets two shapes at every property it reads, and the shape
 * changes go through V8's slow paths: a cached summary spent a third of its CPU there. Born
 * with the prototypes, every request has one shape, and Express's `setPrototypeOf` finds the
 * prototype already in place and changes nothing.
 *
 * Node documents the `IncomingMessage` and `ServerResponse` options for this ("useful for
 * extending the original"). `Reflect.construct` runs Node's own constructors whether they are
 * functions or classes, with `new.target`'s prototype: the app's.
 */
export function createAppServer(app: Express): Server {
  function AppRequest(this: unknown, ...args: unknown[]) {
    return Reflect.construct(IncomingMessage, args, new.target);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: unknown, ...args: unknown[]) {
    return Reflect.construct(ServerResponse, args, new.target);
  }
  AppResponse.prototype = app.response;
  return createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
