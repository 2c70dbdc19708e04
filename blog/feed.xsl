<?xml version="1.0" encoding="UTF-8"?>
<!--
  Renders the blog's RSS and Atom feeds as a Chinese page when a reader opens them in a browser (the footer
  links them), instead of the browser's English "no style information" tree. The blog plugin copies this
  file and feed.css next to the feeds (config/blog.ts). It loads nothing but feed.css, and links stay on
  the host the feed is read from.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="UTF-8" indent="no" doctype-system="about:legacy-compat"/>

  <xsl:template match="/rss/channel">
    <xsl:call-template name="page">
      <xsl:with-param name="format">RSS</xsl:with-param>
      <xsl:with-param name="title" select="title"/>
      <xsl:with-param name="description" select="description"/>
      <xsl:with-param name="address" select="concat(link, '/rss.xml')"/>
      <xsl:with-param name="posts" select="item"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/atom:feed">
    <xsl:call-template name="page">
      <xsl:with-param name="format">Atom</xsl:with-param>
      <xsl:with-param name="title" select="atom:title"/>
      <xsl:with-param name="description" select="atom:subtitle"/>
      <xsl:with-param name="address" select="concat(atom:id, '/atom.xml')"/>
      <xsl:with-param name="posts" select="atom:entry"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="page">
    <xsl:param name="format"/>
    <xsl:param name="title"/>
    <xsl:param name="description"/>
    <xsl:param name="address"/>
    <xsl:param name="posts"/>
    <html lang="zh-CN">
      <head>
        <meta charset="UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="$title"/>（<xsl:value-of select="$format"/> 订阅源）</title>
        <link rel="icon" href="/img/logo.svg"/>
        <link rel="stylesheet" href="feed.css"/>
      </head>
      <body>
        <main>
          <header>
            <p class="kicker"><xsl:value-of select="$format"/> 订阅源</p>
            <h1><xsl:value-of select="$title"/></h1>
            <p><xsl:value-of select="$description"/></p>
          </header>
          <section class="subscribe" aria-labelledby="subscribe">
            <h2 id="subscribe">如何订阅</h2>
            <p>这是一个订阅源，不是给人直接阅读的网页。把下面的地址复制到 RSS 阅读器（例如 Inoreader、Feedly、NetNewsWire、Thunderbird）里添加订阅，博客有新文章时阅读器会自动收到。</p>
            <p class="address"><code><xsl:value-of select="$address"/></code></p>
            <p>同样的文章也有其他格式：<a href="rss.xml">RSS</a>、<a href="atom.xml">Atom</a>、<a href="feed.json">JSON Feed</a>。也可以直接<a href="/blog">回到博客</a>阅读。</p>
          </section>
          <section aria-labelledby="posts">
            <h2 id="posts">最近的文章（<xsl:value-of select="count($posts)"/> 篇）</h2>
            <ol class="posts">
              <xsl:for-each select="$posts">
                <li>
                  <h3>
                    <a>
                      <xsl:attribute name="href">
                        <xsl:call-template name="site-path">
                          <xsl:with-param name="url" select="link | atom:link/@href"/>
                        </xsl:call-template>
                      </xsl:attribute>
                      <xsl:value-of select="title | atom:title"/>
                    </a>
                  </h3>
                  <p class="date">
                    <xsl:choose>
                      <xsl:when test="pubDate">
                        <!-- RFC 822, as the RSS feed writes it: "Mon, 04 May 2026 00:00:00 GMT" -->
                        <xsl:call-template name="chinese-date">
                          <xsl:with-param name="year" select="substring(pubDate, 13, 4)"/>
                          <xsl:with-param name="month" select="string-length(substring-before('JanFebMarAprMayJunJulAugSepOctNovDec', substring(pubDate, 9, 3))) div 3 + 1"/>
                          <xsl:with-param name="day" select="substring(pubDate, 6, 2)"/>
                        </xsl:call-template>
                      </xsl:when>
                      <xsl:otherwise>
                        <!-- ISO 8601, as the Atom feed writes it: "2026-05-04T00:00:00.000Z" -->
                        <xsl:call-template name="chinese-date">
                          <xsl:with-param name="year" select="substring(atom:updated, 1, 4)"/>
                          <xsl:with-param name="month" select="substring(atom:updated, 6, 2)"/>
                          <xsl:with-param name="day" select="substring(atom:updated, 9, 2)"/>
                        </xsl:call-template>
                      </xsl:otherwise>
                    </xsl:choose>
                  </p>
                  <p><xsl:value-of select="description | atom:summary"/></p>
                </li>
              </xsl:for-each>
            </ol>
          </section>
        </main>
      </body>
    </html>
  </xsl:template>

  <!-- "2026年5月4日", as the blog pages write dates. -->
  <xsl:template name="chinese-date">
    <xsl:param name="year"/>
    <xsl:param name="month"/>
    <xsl:param name="day"/>
    <xsl:value-of select="concat($year, '年', number($month), '月', number($day), '日')"/>
  </xsl:template>

  <!-- The path of an absolute post address, so that the link stays on the host this feed is read from. -->
  <xsl:template name="site-path">
    <xsl:param name="url"/>
    <xsl:value-of select="concat('/', substring-after(substring-after($url, '://'), '/'))"/>
  </xsl:template>
</xsl:stylesheet>
