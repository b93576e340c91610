/// <reference types="jest" />
/** Gatsby's unit-testing doc: components expect the page loader global. */
/** @type {typeof globalThis & { ___loader?: { enqueue: jest.Mock } }} */ (global).___loader = { enqueue: jest.fn() };
