import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.elasticsearch.common.logging.LogConfigurator;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.mapper.MapperExtrasPlugin;
import org.elasticsearch.node.Node;
import org.elasticsearch.transport.Netty4Plugin;

/**
 * Runs a single-node Elasticsearch 7.17 from the Maven Central jars (there is no
 * distribution to unpack). Node's constructor taking classpath plugins is
 * protected, hence the subclass.
 *
 * Usage: java -cp 'lib/*:classes' SnapElasticsearch <home> <data> <logs> <httpPort>
 */
public final class SnapElasticsearch extends Node {
  private SnapElasticsearch(Environment environment) {
    super(environment, List.of(Netty4Plugin.class, MapperExtrasPlugin.class), false);
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 4) {
      System.err.println("usage: SnapElasticsearch <home> <data> <logs> <httpPort>");
      System.exit(2);
    }
    Settings settings = Settings.builder()
        .put("path.home", args[0])
        .put("path.data", args[1])
        .put("path.logs", args[2])
        .put("http.port", args[3])
        .put("network.host", "127.0.0.1")
        .put("discovery.type", "single-node")
        .put("cluster.name", "snap-native")
        .put("node.name", "snap-native")
        // Without a log4j2.properties only errors would reach the console (the log file).
        .put("logger.level", "INFO")
        // A developer disk near full must not turn the indexes read-only.
        .put("cluster.routing.allocation.disk.threshold_enabled", false)
        .build();
    LogConfigurator.configureWithoutConfig(settings);

    SnapElasticsearch node = new SnapElasticsearch(new Environment(settings, (Path) null));
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        node.close();
        node.awaitClose(10, TimeUnit.SECONDS);
      } catch (Exception e) {
        e.printStackTrace();
      } finally {
        stopped.countDown();
      }
    }, "snap-es-shutdown"));
    node.start();
    // Elasticsearch's threads are daemons: returning from main would end the JVM silently.
    stopped.await();
  }
}
