import { Controller, Get } from '@nestjs/common';
import { Public } from '../../common/auth/auth.decorators.js';
import { AppInfoService } from './app-info.service.js';

interface AppInfoResponse {
  name: string;
  operator_name: string;
  version: string;
  environment: string;
  support_email: string;
  privacy_email: string;
  public_url: string;
  drivers: { name: string; driver: string }[];
}

/** The REST door to the same service as the `appInfo` query, in the REST API's snake_case. */
@Public()
@Controller('api/app-info')
export class AppInfoController {
  constructor(private readonly appInfo: AppInfoService) {}

  @Get()
  get(): AppInfoResponse {
    const info = this.appInfo.getAppInfo();
    return {
      name: info.name,
      operator_name: info.operatorName,
      version: info.version,
      environment: info.environment,
      support_email: info.supportEmail,
      privacy_email: info.privacyEmail,
      public_url: info.publicUrl,
      drivers: info.drivers,
    };
  }
}
