import type { FactoryProvider, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AppConfig, type CapabilityName, type DriverOf } from '../config/app-config.js';

/**
 * Binds a port's token to the adapter chosen by `<NAME>_DRIVER`. Only the
 * chosen adapter is constructed, so an unused adapter never asks for keys.
 */
export function selectDriver<C extends CapabilityName, P>(
  token: symbol,
  capability: C,
  adapters: Record<DriverOf<C>, Type<P>>,
): FactoryProvider<Promise<P>> {
  return {
    provide: token,
    inject: [AppConfig, ModuleRef],
    useFactory: (config: AppConfig, moduleRef: ModuleRef) => moduleRef.create(adapters[config.driver(capability)]),
  };
}
