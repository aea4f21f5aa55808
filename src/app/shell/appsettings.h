#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

// The GM's display preferences, remembered in QSettings (README, "Languages and
// accessibility"): the language, the scale of text and controls, and the high-contrast theme.
// One object for the process, so the startup code that installs the translators and every QML
// engine see the same values.
class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // "" follows the system locale; otherwise a code of availableLanguages.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The language the running app shows (the system's resolved, or the chosen one).
    Q_PROPERTY(QString activeLanguage READ activeLanguage CONSTANT)
    // Text and controls, not the board's zoom nor the player view's true scale.
    Q_PROPERTY(qreal uiScale READ uiScale WRITE setUiScale NOTIFY uiScaleChanged)
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    Q_PROPERTY(QVariantList availableLanguages READ availableLanguages CONSTANT)

public:
    static constexpr qreal MinimumScale = 0.75;
    static constexpr qreal MaximumScale = 2.0;

    [[nodiscard]] static AppSettings *instance();
    // The QML singleton factory: the process-wide instance, owned by C++.
    static AppSettings *create(QQmlEngine *, QJSEngine *);

    [[nodiscard]] QString language() const { return m_language; }
    void setLanguage(const QString &language);
    [[nodiscard]] QString activeLanguage() const { return m_activeLanguage; }
    void setActiveLanguage(const QString &language) { m_activeLanguage = language; }
    [[nodiscard]] qreal uiScale() const { return m_uiScale; }
    void setUiScale(qreal scale);
    [[nodiscard]] bool highContrast() const { return m_highContrast; }
    void setHighContrast(bool on);
    // [{code, name}] with each language's name in itself ("Deutsch"), English first.
    [[nodiscard]] static QVariantList availableLanguages();
    // Starts Gridkeep again, on `file` (or the sample), once this one has quit: the window
    // closes after the GM has saved or discarded, and the new language shows in the new run.
    Q_INVOKABLE void restartWhenQuit(const QString &file);
    // The language a start with `choice` ("" for the system's) would show.
    [[nodiscard]] Q_INVOKABLE static QString languageFor(const QString &choice);
    [[nodiscard]] static QStringList languageCodes();

Q_SIGNALS:
    void languageChanged();
    void uiScaleChanged();
    void highContrastChanged();

private:
    AppSettings();

    QString m_language;
    QString m_activeLanguage = QStringLiteral("en");
    qreal m_uiScale = 1.0;
    bool m_highContrast = false;
    bool m_restartArmed = false;
};
