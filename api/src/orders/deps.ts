import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Razorpay } from '../providers/razorpay.js';
import type { Shiprocket } from '../providers/shiprocket.js';

/** What placing, shipping and refunding orders needs. */
export interface OrderDeps {
  db: Db;
  razorpay: Razorpay;
  shiprocket: Shiprocket;
  log: FastifyBaseLogger;
}
