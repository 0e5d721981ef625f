import { describe, expect, it } from 'vitest';
import { otpRegistrationMachine } from '../../machines/otp-registration/machine';
import { paymentMachine } from '../../machines/payment/machine';
import { activeNodeIds, chartGraphOf, type ChartNode } from './chart-graph';

const find = (node: ChartNode, id: string): ChartNode | undefined =>
  node.id === id ? node : node.children.map((child) => find(child, id)).find(Boolean);

describe('chartGraphOf', () => {
  it('should nest the parallel regions of the OTP registration under their state', () => {
    const { root } = chartGraphOf(otpRegistrationMachine);
    const enteringCode = find(root, 'otpRegistration.enteringCode')!;
    expect(enteringCode.type).toBe('parallel');
    expect(enteringCode.children.map((child) => [child.key, child.type])).toEqual([
      ['code', 'compound'],
      ['resend', 'compound'],
    ]);
    expect(find(root, 'otpRegistration.enteringCode.resend')!.initialId).toBe(
      'otpRegistration.enteringCode.resend.waiting',
    );
    expect(find(root, 'otpRegistration.enteringCode.code.verifying')!.invokes).toEqual(['verifyOtp']);
  });

  it('should label delayed transitions with the delay name and guarded branches with the guard', () => {
    const { edges } = chartGraphOf(otpRegistrationMachine);
    const fromWaiting = edges.filter((edge) => edge.source === 'otpRegistration.enteringCode.resend.waiting');
    expect(fromWaiting.map((edge) => [edge.kind, edge.label, edge.target])).toEqual([
      ['after', 'after resendTimer [hasResendsLeft]', 'otpRegistration.enteringCode.resend.available'],
      ['after', 'after resendTimer', 'otpRegistration.enteringCode.resend.anonymousAvailable'],
    ]);
    const verified = edges.filter((edge) => edge.source === 'otpRegistration.enteringCode.code.verifying');
    expect(verified.map((edge) => edge.label)).toEqual([
      'done: verifyOtp',
      'error: verifyOtp [isTooManyRequests]',
      'error: verifyOtp [isInvalidOtp]',
      'error: verifyOtp',
    ]);
    expect(verified[0].target).toBe('otpRegistration.registering');
  });

  it('should name higher-order guards by what they combine', () => {
    const { edges } = chartGraphOf(otpRegistrationMachine);
    const submit = edges.filter((edge) => edge.source === 'otpRegistration.form' && edge.eventType === 'form.submit');
    expect(submit.map((edge) => edge.guard)).toContain('and(isFormValid, hasIdToken)');
  });

  it('should keep a targetless transition inside its state', () => {
    const { edges } = chartGraphOf(otpRegistrationMachine);
    const typing = edges.find(
      (edge) => edge.source === 'otpRegistration.enteringCode' && edge.eventType === 'otp.change',
    )!;
    expect(typing).toMatchObject({ target: 'otpRegistration.enteringCode', internal: true, label: 'otp.change' });
  });

  it('should draw every transition of the payment machine, guards and delays labelled', () => {
    const { root, edges } = chartGraphOf(paymentMachine);
    expect(root.children.map((child) => child.key)).toEqual(Object.keys(paymentMachine.root.states));
    const fromIdle = edges.filter((edge) => edge.source === 'payment.idle' && edge.eventType === 'payment.start');
    expect(fromIdle.map((edge) => [edge.label, edge.target])).toEqual([
      ['payment.start [isCash]', 'payment.sendingOrder'],
      ['payment.start', 'payment.requestingUrl'],
    ]);
    expect(edges.filter((edge) => edge.kind === 'after').map((edge) => edge.label)).toContain('after qrWindow');
    const transitionCount = [paymentMachine.root, ...Object.values(paymentMachine.root.states)].length;
    expect(edges.length).toBeGreaterThan(transitionCount);
    expect(new Set(edges.map((edge) => edge.id)).size).toBe(edges.length);
  });
});

describe('activeNodeIds', () => {
  it('should list every active node of a parallel state value', () => {
    expect(activeNodeIds(otpRegistrationMachine, { enteringCode: { code: 'idle', resend: 'waiting' } })).toEqual([
      'otpRegistration',
      'otpRegistration.enteringCode',
      'otpRegistration.enteringCode.code',
      'otpRegistration.enteringCode.code.idle',
      'otpRegistration.enteringCode.resend',
      'otpRegistration.enteringCode.resend.waiting',
    ]);
  });
});
