import { Query, Resolver } from '@nestjs/graphql';
import { AppInfo } from './app-info.model.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { AppInfoService } from './app-info.service.js';

@Resolver(() => AppInfo)
export class AppInfoResolver {
  constructor(private readonly service: AppInfoService) {}

  @Public()
  @Query(() => AppInfo, { description: 'Public facts about this deployment.' })
  appInfo(): AppInfo {
    return this.service.getAppInfo();
  }
}
