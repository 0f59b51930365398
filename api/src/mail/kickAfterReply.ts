// A request's transaction has committed by the time its reply is sent: a request that queued mail kicks the dispatcher
// then, in the background (the reply never waits on the mail server). Mail queued outside a request (a job's) goes
// with the next kick or the mail.dispatch job, within seconds.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Mailer } from './mailer';
import { mailsQueuedSoFar } from './queue';

export function kickMailAfterReply(app: FastifyInstance, mailer: Pick<Mailer, 'kick'>): void {
  const queuedBefore = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => void queuedBefore.set(request, mailsQueuedSoFar()));
  app.addHook('onResponse', async (request) => {
    // this request or one beside it queued something: a kick finding nothing due costs one indexed read
    if (mailsQueuedSoFar() !== queuedBefore.get(request)) mailer.kick();
  });
}
