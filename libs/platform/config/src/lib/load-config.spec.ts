import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';
import { ConfigError, describeConfig, envExampleLines, loadConfig, Secret } from './load-config';

class ExampleEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @IsIn(['embedded', 'kafka'])
  BUS_DRIVER = 'embedded';

  @IsUrl({ require_tld: false, protocols: ['mongodb'] })
  @IsOptional()
  MONGODB_URI?: string;

  @Secret()
  @IsString()
  @MinLength(32)
  JWT_SECRET!: string;
}

const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('applies the defaults and coerces types', () => {
    const config = loadConfig(ExampleEnv, { JWT_SECRET: secret });
    expect(config).toBeInstanceOf(ExampleEnv);
    expect(config.PORT).toBe(3000);
    expect(config.BUS_DRIVER).toBe('embedded');
    expect(loadConfig(ExampleEnv, { JWT_SECRET: secret, PORT: '8080' }).PORT).toBe(8080);
  });

  it('names a missing variable', () => {
    expect(() => loadConfig(ExampleEnv, {})).toThrow(ConfigError);
    expect(() => loadConfig(ExampleEnv, {})).toThrow(/JWT_SECRET is missing/);
  });

  it('names every bad variable with the rule it broke and the value it got', () => {
    try {
      loadConfig(ExampleEnv, { JWT_SECRET: secret, PORT: 'abc', BUS_DRIVER: 'rabbit' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toContain(
        'PORT must not be greater than 65535, PORT must not be less than 1, PORT must be an integer number (got "abc")',
      );
      expect(problems).toContain(
        'BUS_DRIVER must be one of the following values: embedded, kafka (got "rabbit")',
      );
    }
  });

  it('never prints a secret', () => {
    expect(() => loadConfig(ExampleEnv, { JWT_SECRET: 'short-but-secret' })).toThrow(
      'Invalid configuration: JWT_SECRET must be longer than or equal to 32 characters (got [secret])',
    );
    const config = loadConfig(ExampleEnv, { JWT_SECRET: secret });
    expect(describeConfig(config)).toMatchObject({ PORT: 3000, JWT_SECRET: '[secret]' });
  });

  it('writes .env.example lines with the defaults and empty secrets', () => {
    expect(envExampleLines(ExampleEnv)).toEqual([
      'PORT=3000',
      'BUS_DRIVER=embedded',
      'MONGODB_URI=',
      'JWT_SECRET=',
    ]);
  });
});
