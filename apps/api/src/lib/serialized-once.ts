import type { FastifyReply } from 'fastify';

/**
 * A large JSON answer built from a cached object that is never mutated (the gradebook's 800 cells), serialised once
 * per (basis, variant) and then sent again as the same bytes: serialising it was most of such a request's CPU.
 * The first answer of a pair goes through the route's own serialiser (`reply.serialize`: in tests the `checked`
 * mode still validates it, in production it is what the compiled serialiser writes); later ones send that string
 * as-is (fastify sends a string with a JSON content type without serialising it again). `variant` names everything
 * the answer holds besides the basis (the viewer's part); a basis keeps at most `maxVariants` of them and serialises
 * any further one per request. The strings live as long as their basis (a WeakMap), so the read cache bounds them.
 */
export function createSerializedOnce<B extends object>(maxVariants = 16) {
  const memo = new WeakMap<B, Map<string, string>>();
  return function sendSerializedOnce(reply: FastifyReply, basis: B, variant: string, answer: () => unknown): FastifyReply {
    reply.type('application/json; charset=utf-8');
    let variants = memo.get(basis);
    let s = variants?.get(variant);
    if (s === undefined) {
      s = reply.serialize(answer()) as string;
      if (!variants) memo.set(basis, (variants = new Map()));
      if (variants.size < maxVariants) variants.set(variant, s);
    }
    return reply.send(s);
  };
}
